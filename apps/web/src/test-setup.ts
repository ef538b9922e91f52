import { configure } from '@testing-library/react';

// Views loaded on first use (dialogs, snackbar) are transformed by Vite when first imported,
// which takes more than the default second on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });
