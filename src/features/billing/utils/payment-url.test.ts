import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentFrameSrc } from './payment-url';

const DEMO_PAYMENT = 'http://localhost:5173';
const REAL_PAYMENT = 'https://pay.example';

describe('paymentFrameSrc', () => {
  it('frames an https page on the payment origin, or an http one on a loopback payment origin (the demo)', () => {
    expect(paymentFrameSrc('https://pay.example/invoices?customerId=C-1', REAL_PAYMENT)).toBe(
      'https://pay.example/invoices?customerId=C-1',
    );
    expect(paymentFrameSrc('http://localhost:5173/legacy/payment?customerId=C-1', DEMO_PAYMENT)).toBe(
      'http://localhost:5173/legacy/payment?customerId=C-1',
    );
    expect(paymentFrameSrc('http://127.0.0.1:4173/legacy/payment', 'http://127.0.0.1:4173')).toBe(
      'http://127.0.0.1:4173/legacy/payment',
    );
  });

  it('refuses any other origin, scheme, credentials or a relative URL', () => {
    for (const [url, origin] of [
      ['https://evil.example/pay', REAL_PAYMENT],
      ['https://pay.example.evil.example/pay', REAL_PAYMENT],
      ['http://pay.example/pay', REAL_PAYMENT],
      ['http://pay.example/pay', 'http://pay.example'],
      ['https://user:pw@pay.example/pay', REAL_PAYMENT],
      ['https://pay.example:8443/pay', REAL_PAYMENT],
      ['//pay.example/pay', REAL_PAYMENT],
      ['/legacy/payment', DEMO_PAYMENT],
      ['http://127.0.0.1:5173/legacy/payment', DEMO_PAYMENT],
      ['http://localhost:5174/legacy/payment', DEMO_PAYMENT],
      ['javascript:alert(1)', REAL_PAYMENT],
      ['data:text/html,<script>alert(1)</script>', REAL_PAYMENT],
      ['blob:https://pay.example/0d6c', REAL_PAYMENT],
      ['', REAL_PAYMENT],
      ['http://[', REAL_PAYMENT],
    ] as const) {
      expect(paymentFrameSrc(url, origin), `${url} on ${origin}`).toBeNull();
    }
  });

  it('only ever frames the payment origin, over https unless it is a loopback origin', () => {
    const origin = fc.constantFrom(REAL_PAYMENT, DEMO_PAYMENT, 'http://127.0.0.1:4173', 'http://pay.example');
    const url = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string(),
      fc
        .tuple(origin, fc.webPath(), fc.constantFrom('', 'user:pw@'))
        .map(([base, path, credentials]) => base.replace('//', `//${credentials}`) + path),
    );
    fc.assert(
      fc.property(url, origin, (candidate, paymentOrigin) => {
        const src = paymentFrameSrc(candidate, paymentOrigin);
        if (src === null) return;
        const target = new URL(src);
        expect(target.origin).toBe(paymentOrigin);
        expect(target.username + target.password).toBe('');
        expect(target.protocol === 'https:' || ['127.0.0.1', 'localhost'].includes(target.hostname), src).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
