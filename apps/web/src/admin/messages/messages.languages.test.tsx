import type { AdminContactMessage } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { MessagesPage } from './messages-page';

const message: AdminContactMessage = {
  id: 'm1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: null,
  message: 'Hello, could you send an invoice for five seats?',
  handled: false,
  handledAt: null,
  createdAt: '2026-11-22T08:00:00.000Z',
};

function openMessages(locale: Locale, items: AdminContactMessage[]) {
  let current = items;
  stubFetch((request) => {
    if (request.method === 'PUT') {
      current = current.map((m) => ({ ...m, handled: true, handledAt: '2026-11-23T09:00:00.000Z' }));
      return { body: { data: current[0] } };
    }
    return { body: { data: { items: current, page: 1, limit: 20, total: current.length } } };
  });
  return renderWithProviders(
    <Routes>
      <Route path="/admin/messages" element={<MessagesPage />} />
    </Routes>,
    { route: '/admin/messages', signedInAs: aUser({ role: 'admin' }), locale },
  );
}

describe('the messages page in other languages', { timeout: 20_000 }, () => {
  it('lists, reads and marks a message handled in German', async () => {
    const { user } = openMessages('de', [message]);
    const row = (await screen.findByRole('cell', { name: /could you send an invoice/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Nachrichten' })).toBeVisible();
    expect(screen.getByText('Über das Kontaktformular gesendete Nachrichten.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Name, E-Mail oder Text suchen' })).toBeVisible();
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(within(filter).getByRole('option', { name: 'Erledigt' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Eingegangen/ })).toBeVisible();
    expect(within(row).getByText('22. November 2026')).toBeVisible();
    expect(within(row).getByText('Neu')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Nachricht von Grace Hopper lesen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nachricht' });
    expect(
      within(dialog).getByText('Von Grace Hopper <grace@example.com> · 22. November 2026'),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Per E-Mail antworten' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com?subject=Re%3A%20Ihre%20Nachricht',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Als erledigt markieren' }));
    expect(await screen.findByText('Als erledigt markiert')).toBeVisible();
    expect(await within(dialog).findByRole('button', { name: 'Wieder öffnen' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Nachricht von Grace Hopper wieder öffnen' }),
    ).toBeInTheDocument();
  });

  it('says in French that no message has come yet', async () => {
    openMessages('fr', []);
    expect(await screen.findByRole('heading', { name: 'Aucun message pour l’instant' })).toBeVisible();
    expect(screen.getByText('Les messages du formulaire de contact apparaissent ici.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Rechercher un nom, un e-mail ou un texte' })).toBeVisible();
  });
});
