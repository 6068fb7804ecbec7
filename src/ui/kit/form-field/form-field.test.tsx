import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FormField, FormTextArea } from './form-field';

describe('FormField', () => {
  it('ties its label to the input and passes the input’s own props through', () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<FormField ref={ref} label="البريد الإلكتروني" type="email" name="email" dir="auto" value="" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('البريد الإلكتروني');
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.dir).toBe('auto');
    expect(ref.current).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(input, { target: { value: 'm' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks the input invalid and announces the error, which describes the input with the hint', () => {
    render(<FormField label="Password" type="password" value="" onChange={() => {}} hint="At least 8 characters" error="Password is required" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['At least 8 characters', 'Password is required']);
    expect(screen.getByRole('alert').textContent).toBe('Password is required');
  });

  it('shows no error for an empty or null error', () => {
    render(<FormField label="Name" value="" onChange={() => {}} error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('FormTextArea', () => {
  it('is the same field for text of several lines: a labelled textarea with its hint and error', () => {
    const onChange = vi.fn();
    render(<FormTextArea label="السبب" lang="ar" dir="rtl" value="" onChange={onChange} hint="يصل هذا النص إلى مقدّم الطلب." error="اكتب السبب قبل الرفض." />);
    const textarea = screen.getByLabelText<HTMLTextAreaElement>('السبب');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.dir).toBe('rtl');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const described = (textarea.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['يصل هذا النص إلى مقدّم الطلب.', 'اكتب السبب قبل الرفض.']);
    fireEvent.change(textarea, { target: { value: 'x' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
