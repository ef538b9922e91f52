import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log.ts';

describe('request log', () => {
  it('writes one line per request, with its method, path, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(JSON.parse(String(chunk)));
        callback();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLinePerRequest() });
    app.get('/api/x', async (_request, reply) => reply.code(201).send({ ok: true }));
    app.get('/api/boom', async () => {
      throw new Error('boom');
    });
    await app.ready();
    await app.inject({ url: '/api/x?page=2' });
    await app.inject({ url: '/api/boom' });
    await app.close();
    const requests = lines.filter((line) => line.reqId !== undefined);
    expect(requests.filter((line) => line.url === '/api/x?page=2')).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', statusCode: 201, responseTime: expect.any(Number) }),
    ]);
    // A failure keeps the error handler's line, then its own answered line.
    expect(requests.filter((line) => line.url === '/api/boom' || line.level === 50).map((line) => [line.msg, line.statusCode])).toEqual([
      ['boom', undefined],
      ['request', 500],
    ]);
  });
});
