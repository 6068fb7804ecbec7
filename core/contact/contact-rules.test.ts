import { describe, expect, it } from 'vitest';
import { CONTACT_MAX_LENGTHS, contactFieldProblem, firstContactProblem } from './contact-rules';

const good = { name: 'Mariam', surname: 'Adel', email: 'mariam@example.com', telephone: '', request: 'info', message: 'Hello' };

describe('the Contact Us rules', () => {
  it('takes a complete message, the telephone being optional', () => {
    expect(firstContactProblem(good)).toBeNull();
  });

  it('names the first field that breaks a rule, in the form order', () => {
    expect(firstContactProblem({ ...good, name: '  ', email: 'nope' })).toEqual({ field: 'name', problem: 'required' });
    expect(firstContactProblem({ ...good, email: 'nope' })).toEqual({ field: 'email', problem: 'invalidEmail' });
    expect(firstContactProblem({ ...good, request: 'complaint' })).toEqual({ field: 'request', problem: 'invalidRequest' });
    expect(firstContactProblem({ ...good, message: 'x'.repeat(CONTACT_MAX_LENGTHS.message + 1) })).toEqual({ field: 'message', problem: 'tooLong' });
    expect(firstContactProblem({ ...good, surname: undefined })).toEqual({ field: 'surname', problem: 'required' });
  });

  it('checks one field as typed, spaces around it not counting', () => {
    expect(contactFieldProblem('email', ' mariam@example.com ')).toBeNull();
    expect(contactFieldProblem('email', 'mariam@example')).toBe('invalidEmail');
    expect(contactFieldProblem('telephone', '')).toBeNull();
    expect(contactFieldProblem('name', 'x'.repeat(CONTACT_MAX_LENGTHS.name))).toBeNull();
    expect(contactFieldProblem('name', 'x'.repeat(CONTACT_MAX_LENGTHS.name + 1))).toBe('tooLong');
  });
});
