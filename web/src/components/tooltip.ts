// The one module that brings Mantine's Tooltip, for deferred-tooltip.tsx's dynamic import.
export { Tooltip } from '@mantine/core';
