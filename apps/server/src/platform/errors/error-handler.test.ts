import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';

async function appThatThrows(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('maps an AppError to its status with pointer and headers', async () => {
    const app = await appThatThrows(
      new AppError({
        status: 409,
        code: 'alreadyUpdated',
        title: 'Conflict',
        detail: 'Changed',
        pointer: '/data',
        headers: { etag: '"1"' },
      }),
    );
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(409);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toEqual({
      errors: [
        {
          status: '409',
          code: 'alreadyUpdated',
          title: 'Conflict',
          detail: 'Changed',
          source: { pointer: '/data' },
        },
      ],
    });
  });

  it('answers several validation errors at once', async () => {
    const app = await appThatThrows(
      AppError.validation([
        { pointer: '/a', detail: 'cannot be blank' },
        { pointer: '/b', detail: 'enter a valid number' },
      ]),
    );
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/a',
      '/b',
    ]);
  });

  it.each([
    [AppError.forbidden('Cannot access selected site'), 403],
    [AppError.notFound(), 404],
    [AppError.unauthenticated(), 401],
    [new AppError({ status: 412, code: 'preconditionFailed', title: 'Precondition failed' }), 412],
  ])('keeps the status of %s', async (error, status) => {
    const res = await (await appThatThrows(error)).inject('/boom');
    expect(res.statusCode).toBe(status);
  });

  it('hides the cause of an unexpected error', async () => {
    const app = await appThatThrows(new Error('connection string postgres://secret@db failed at line 42'));
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('line 42');
    expect(res.json().errors[0]).toMatchObject({ status: '500', code: 'internalError' });
  });
});
