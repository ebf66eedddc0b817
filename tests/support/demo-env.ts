// Pins the day the demo seed is anchored to, so every Vitest run sees the same data.
process.env['DEMO_TODAY'] ??= '2026-11-22';
