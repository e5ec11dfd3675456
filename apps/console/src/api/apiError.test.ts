import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';

describe('ApiError.fieldMessages', () => {
  it('names the fields as the service writes them (body.email) and as JSON pointers', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'invalid', [
      { field: 'body.email', message: 'has an account already' },
      { field: 'body.theme.primary', message: 'is not a colour' },
      { field: '/body/name', message: 'must not be empty' },
      { field: 'body.email', message: 'a second complaint' },
    ]);
    expect(error.fieldMessages()).toEqual({
      email: 'has an account already',
      theme: 'is not a colour',
      name: 'must not be empty',
    });
  });
});
