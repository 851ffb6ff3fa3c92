// First: it configures zod before any schema is built.
import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { bootstrap } from './app/bootstrap';

const container = document.getElementById('root');
if (container) void bootstrap(container);
