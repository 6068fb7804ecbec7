import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createActor } from 'xstate';
import { menuMachine } from '@/machines/menu/menu.machine';
import { selectIsOpen } from '@/machines/menu/menu.selectors';
import { INITIALLY_OPEN, useMenu } from './use-menu';

// The menu machine loads just after the first paint: here its module waits until the test lets it load.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('../shell-actors', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

function Menu() {
  const { buttonId, open, toggle, onKeyDown } = useMenu();
  return (
    <nav onKeyDown={onKeyDown}>
      <button id={buttonId} type="button" aria-expanded={open} onClick={toggle}>
        Menu
      </button>
      {open && <a href="/tours">Tours</a>}
    </nav>
  );
}

describe('a menu before and after its machine loads', () => {
  it("shows the machine's initial state at first", () => {
    expect(INITIALLY_OPEN).toBe(selectIsOpen(createActor(menuMachine).getSnapshot()));
  });

  it('keeps a click made before the machine loads, and follows the machine after', async () => {
    render(
      <MemoryRouter>
        <Menu />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    // Not loaded yet: the click waits for the machine.
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      gate.open();
      await gate.opened;
    });
    expect(await screen.findByRole('link', { name: 'Tours' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Escape closes it and gives focus back to the button (the machine's returnFocus).
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
