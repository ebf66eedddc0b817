import { describe, expect, it } from 'vitest';
import { isLoopbackOrigin, LEGACY_PREFIX, loopbackAlias, standInOrigin } from '../../mocks/stand-ins/origins';
import {
  DEMO_LEGACY_BASE_PATH,
  frameOrigin,
  isLoopbackOrigin as portalIsLoopbackOrigin,
  loopbackAlias as portalLoopbackAlias,
} from '@/config/frame-origins';

/**
 * The demo backend imports no portal code (only src/generated), so where it serves the stand-ins of the
 * embedded sites is written in mocks/stand-ins/origins.ts. The portal's empty frame settings must point
 * exactly there (src/config/frame-origins.ts): this holds the two to the same answers.
 */
const PORTAL_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'https://localhost',
  'http://127.0.0.1:4500/some/path?x=1',
  'https://portal.example',
  'http://portal.example:8080',
  'not a url',
];

const SETTINGS = ['', 'https://payments.example/', 'https://legacy.example/site', '/legacy'];

describe('the demo stand-ins are where the portal frames them', () => {
  it('puts the legacy site (and the payment page) below the same path', () => {
    expect(LEGACY_PREFIX).toBe(DEMO_LEGACY_BASE_PATH);
  });

  it('names the same loopback alias and loopback origins', () => {
    for (const origin of PORTAL_ORIGINS) {
      expect(loopbackAlias(origin), origin).toBe(portalLoopbackAlias(origin));
      expect(isLoopbackOrigin(origin), origin).toBe(portalIsLoopbackOrigin(origin));
    }
  });

  it('answers the origin the portal frames for every setting', () => {
    for (const origin of PORTAL_ORIGINS.filter((candidate) => URL.canParse(candidate))) {
      for (const setting of SETTINGS) {
        expect(standInOrigin(setting, origin), `${setting} @ ${origin}`).toBe(frameOrigin(setting, origin).origin);
      }
    }
  });
});
