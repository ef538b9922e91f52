import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogPlugin } from './request-log.ts';

describe('request log', () => {
  it('writes one line per request, with its method, path, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(JSON.parse(String(chunk)));
        callback();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
    await app.register(requestLogPlugin);
    app.get('/api/x', async (_request, reply) => reply.code(201).send({ ok: true }));
    await app.ready();
    await app.inject({ url: '/api/x?page=2' });
    await app.close();
    const requests = lines.filter((line) => line.reqId !== undefined);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/api/x?page=2', statusCode: 201 });
    expect(typeof requests[0]?.responseTime).toBe('number');
  });
});
