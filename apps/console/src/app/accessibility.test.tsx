import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../test/axe';
import { fakeService, problem } from '../test/fakeService';
import { renderConsole } from '../test/renderConsole';
import { sessionAs } from '../test/sessions';

describe('accessibility of the console’s frame', () => {
  it('has no axe violations on the sign-in screen', async () => {
    fakeService({ 'GET /api/console/v1/session': problem(401, 'UNAUTHORIZED') });
    renderConsole();
    await screen.findByLabelText('Email');
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('has no axe violations in the shell', async () => {
    fakeService({ 'GET /api/console/v1/session': { body: sessionAs('admin') } });
    renderConsole('/console/team');
    await screen.findByRole('heading', { level: 1, name: 'Team' });
    expect(await accessibilityViolations()).toEqual([]);
  });
});
