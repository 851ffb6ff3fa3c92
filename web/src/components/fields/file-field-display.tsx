import { Group } from '@mantine/core';
import { EmptyValue } from './empty-value';
import type { FieldDisplayProps } from './field-props';
import { asList } from './field-text';
import { FilePreview } from './file-preview';

// Apart from the drop zone (file-field.tsx): screens that only show files do not download it
// (issue 15's budget).
export function FileFieldDisplay({ value }: FieldDisplayProps) {
  const urls = asList(value);
  if (urls.length === 0) return <EmptyValue />;
  return (
    <Group gap="xs" align="flex-start">
      {urls.map((url) => (
        <FilePreview key={url} url={url} />
      ))}
    </Group>
  );
}
