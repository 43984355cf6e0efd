import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { fieldMessage, renderRoute } from '../../../test/render-route.tsx';

// The owner's template editor on /admin/business/contract (decision 0053). The browser test
// (e2e/tests/contracts-admin.spec.ts) walks the page against the API; this one checks what the API
// cannot make happen on demand: a refusal on a language other than the one shown.

const noTemplates = [
  apiAnswers('get', '/api/contract-templates', { items: [] }),
  apiAnswers('get', '/api/contract-settings', { requiredWaiverTemplateId: null }),
];

async function openEditor() {
  const rendered = renderRoute('/admin/business/contract?tab=templates', {
    role: 'principal',
    handlers: [
      ...noTemplates,
      apiProblem('post', '/api/contract-templates', 400, {
        title: 'Bad Request',
        detail: 'Use at most 30,000 characters.',
        errors: { 'bodies.fr': ['Use at most 30,000 characters.'] },
      }),
    ],
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'New template' }));
  const dialog = await screen.findByRole('dialog', { name: 'New template' });
  return { ...rendered, dialog };
}

describe('/admin/business/contract: the template editor', () => {
  it('puts a placeholder where the cursor is in the text shown', async () => {
    const { user, dialog } = await openEditor();
    const english = within(dialog).getByRole('textbox', { name: /^Text in English/ }) as HTMLTextAreaElement;
    await user.type(english, 'Hello , welcome.');
    english.setSelectionRange(6, 6);
    await user.click(within(dialog).getByRole('button', { name: 'Insert {{studio.name}}' }));
    expect(english.value).toBe('Hello {{studio.name}}, welcome.');

    await user.click(within(dialog).getByRole('tab', { name: 'العربية' }));
    const arabic = within(dialog).getByRole('textbox', { name: /^Text in العربية/ }) as HTMLTextAreaElement;
    // The Arabic text is written right to left, whatever the page's direction.
    expect(arabic.getAttribute('dir')).toBe('rtl');
    await user.click(within(dialog).getByRole('button', { name: 'Insert {{member.fullName}}' }));
    expect(arabic.value).toBe('{{member.fullName}}');
    expect(english.value).toBe('Hello {{studio.name}}, welcome.');
  });

  it('shows the API’s refusal of the French text on the French tab, brought forward', async () => {
    const { user, dialog } = await openEditor();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Studio waiver');
    await user.type(within(dialog).getByRole('textbox', { name: /^Text in English/ }), 'I take part.');
    await user.click(within(dialog).getByRole('tab', { name: 'Français' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Text in Français/ }), 'Je participe.');
    await user.click(within(dialog).getByRole('tab', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save and publish' }));

    const french = within(dialog).getByRole('textbox', { name: /^Text in Français/ });
    await waitFor(() => expect(french.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(french)).toBe('Use at most 30,000 characters.');
    expect(
      within(dialog).getByRole('tab', { name: 'Français (to correct)' }).getAttribute('aria-selected'),
    ).toBe('true');
    // The field says it; the form's alert does not say it again.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
