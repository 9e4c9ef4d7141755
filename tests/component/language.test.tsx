import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n, setLocale } from '../../src/lib/i18n/i18n';
import { renderApp } from '../helpers/render-app';
import { signInAs } from '../helpers/sign-in';

describe('the crew language', () => {
  afterEach(async () => {
    await setLocale('en', false);
  });

  it('restores the remembered Spanish before the first render', async () => {
    localStorage.setItem('kc.locale', 'es');
    await initI18n();
    await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('switches to Spanish from the login page and remembers it', async () => {
    await initI18n();
    await renderApp('/login');
    await userEvent.selectOptions(await screen.findByLabelText('Language'), 'es');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(localStorage.getItem('kc.locale')).toBe('es');
  });

  it('formats counts and times in Spanish on the restaurant list', async () => {
    await signInAs('admin@demo.kitchen');
    await setLocale('es', false);
    await renderApp('/restaurants');
    expect(await screen.findByRole('heading', { name: 'Restaurantes' })).toBeInTheDocument();
    expect(
      await screen.findByText(/\d+ restaurantes · Actualizado \d{1,2}:\d{2}/),
    ).toBeInTheDocument();
  });
});
