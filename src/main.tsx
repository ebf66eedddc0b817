import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from './config/env';

function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem' }}>
      <h1>{env.productName}</h1>
      <p>
        The contract, the generated client and the demo backend are in place. The portal&apos;s shell (sign-in,
        navigation, screens) is built on top of them next.
      </p>
      <p>
        Demo sign-in page: <a href="/oidc/.well-known/openid-configuration">OpenID configuration</a>
      </p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
