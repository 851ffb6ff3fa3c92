import { Box, LoadingOverlay, type BoxProps } from '@mantine/core';
import { useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import classes from './file-dropzone.module.css';

/** Why a file was refused (the codes react-dropzone used: logo-rejection.ts reads them). */
export type FileRejectionCode = 'file-invalid-type' | 'file-too-large' | 'too-many-files';

export interface FileRejection {
  file: File;
  errors: { code: FileRejectionCode }[];
}

/** What is being dragged over the zone: nothing, files it takes, or files it would refuse. */
export type DropStatus = 'idle' | 'accept' | 'reject';

interface FileDropzoneProps extends BoxProps {
  /** MIME types ('image/png', 'image/*') and extensions ('.csv'); any one match takes a file. */
  accept?: readonly string[];
  /** The largest file taken, in bytes. */
  maxSize?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** An upload under way: the zone is covered by a loader and takes nothing. */
  loading?: boolean;
  /** The files taken, when there are any. */
  onDrop: (files: File[]) => void;
  /** The files refused, when there are any. */
  onReject?: (rejections: FileRejection[]) => void;
  /** The name of the zone's file input, which the keyboard reaches and screen readers announce. */
  inputLabel: string;
  children: ReactNode | ((status: DropStatus) => ReactNode);
}

/**
 * Where files are dropped, or chosen with the system's picker (a click on the zone, or the file
 * input reached with Tab and opened with Enter or Space). It replaces Mantine's Dropzone, whose
 * react-dropzone and file-selector weighed 18.6 KB gzipped in the first load of every screen
 * with a file field (issue 15), with the browser's own drag and drop and file input.
 */
export function FileDropzone({
  accept = [],
  maxSize = Infinity,
  multiple = true,
  disabled = false,
  loading = false,
  onDrop,
  onReject,
  inputLabel,
  children,
  ...box
}: FileDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<DropStatus>('idle');
  // dragenter and dragleave fire for each child the pointer crosses: the zone counts them.
  const depth = useRef(0);
  const inert = disabled || loading;

  function take(files: File[]) {
    const { accepted, rejected } = sortFiles(files, { accept, maxSize, multiple });
    if (accepted.length > 0) onDrop(accepted);
    if (rejected.length > 0) onReject?.(rejected);
  }

  function onDragEnter(event: DragEvent) {
    if (!hasFiles(event) || inert) return;
    event.preventDefault();
    depth.current += 1;
    setStatus(draggedStatus(event, accept, multiple));
  }

  function onDragOver(event: DragEvent) {
    if (!hasFiles(event)) return;
    // Without this the browser would open a dropped file in place of the app.
    event.preventDefault();
    event.dataTransfer.dropEffect = inert ? 'none' : 'copy';
  }

  function onDragLeave(event: DragEvent) {
    if (!hasFiles(event) || inert) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setStatus('idle');
  }

  function onDropFiles(event: DragEvent) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setStatus('idle');
    if (!inert) take([...event.dataTransfer.files]);
  }

  function onPicked(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    // The same file chosen again is a change too.
    event.currentTarget.value = '';
    if (files.length > 0) take(files);
  }

  return (
    <Box
      {...box}
      className={classes.root}
      mod={{
        accept: status === 'accept',
        reject: status === 'reject',
        disabled,
        loading,
      }}
      onClick={(event) => {
        if (inert || event.target === input.current) return;
        input.current?.click();
      }}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDropFiles}
    >
      <LoadingOverlay visible={loading} overlayProps={{ radius: 'md' }} />
      <input
        ref={input}
        className={classes.input}
        type="file"
        aria-label={inputLabel}
        accept={accept.length > 0 ? accept.join(',') : undefined}
        multiple={multiple}
        disabled={inert}
        onChange={onPicked}
      />
      {typeof children === 'function' ? children(status) : children}
    </Box>
  );
}

function hasFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/** While dragging, browsers tell the files' types, not their names: extensions cannot refuse. */
function draggedStatus(event: DragEvent, accept: readonly string[], multiple: boolean): DropStatus {
  const files = [...event.dataTransfer.items].filter((item) => item.kind === 'file');
  if (!multiple && files.length > 1) return 'reject';
  const typeKnown = accept.every((rule) => !rule.startsWith('.'));
  if (!typeKnown) return 'accept';
  return files.every((item) => acceptsType(accept, item.type)) ? 'accept' : 'reject';
}

function acceptsType(accept: readonly string[], type: string): boolean {
  if (accept.length === 0) return true;
  const mime = type.toLowerCase();
  return accept.some((rule) => {
    const lower = rule.toLowerCase();
    if (lower.endsWith('/*')) return mime.startsWith(lower.slice(0, -1));
    return lower === mime;
  });
}

function acceptsFile(accept: readonly string[], file: File): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  return accept.some((rule) =>
    rule.startsWith('.') ? name.endsWith(rule.toLowerCase()) : acceptsType([rule], file.type),
  );
}

/** What the zone takes and what it refuses, and why (several files for one: all refused). */
export function sortFiles(
  files: readonly File[],
  rules: { accept: readonly string[]; maxSize: number; multiple: boolean },
): { accepted: File[]; rejected: FileRejection[] } {
  const checked = files.map((file) => {
    const errors: FileRejection['errors'] = [];
    if (!acceptsFile(rules.accept, file)) errors.push({ code: 'file-invalid-type' });
    if (file.size > rules.maxSize) errors.push({ code: 'file-too-large' });
    return { file, errors };
  });
  if (!rules.multiple && files.length > 1) {
    return {
      accepted: [],
      rejected: checked.map(({ file, errors }) => ({
        file,
        errors: [...errors, { code: 'too-many-files' as const }],
      })),
    };
  }
  return {
    accepted: checked.filter((entry) => entry.errors.length === 0).map((entry) => entry.file),
    rejected: checked.filter((entry) => entry.errors.length > 0),
  };
}
