import { MantineProvider } from '@mantine/core';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropzone, sortFiles, type DropStatus } from './file-dropzone';

const png = (name = 'logo.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
const csv = new File(['a,b\n1,2'], 'people.CSV', { type: '' });
const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });

function renderZone(props: Partial<Parameters<typeof FileDropzone>[0]> = {}) {
  const onDrop = vi.fn();
  const onReject = vi.fn();
  render(
    <MantineProvider>
      <FileDropzone
        accept={['image/png', 'image/jpeg']}
        maxSize={100}
        multiple={false}
        onDrop={onDrop}
        onReject={onReject}
        inputLabel="Choose a logo"
        {...props}
      >
        {(status: DropStatus) => <span>Drop here ({status})</span>}
      </FileDropzone>
    </MantineProvider>,
  );
  return { onDrop, onReject, zone: screen.getByText(/^Drop here/).parentElement! };
}

/** The names of the files the last call gave. */
const names = (callback: ReturnType<typeof vi.fn>) =>
  (callback.mock.lastCall?.[0] as File[]).map((file) => file.name);

/** A drag of `files`, as browsers describe it: their types, and the files only on drop. */
function dragOf(files: File[]) {
  return {
    dataTransfer: {
      types: ['Files'],
      items: files.map((file) => ({ kind: 'file', type: file.type })),
      files,
      dropEffect: 'none',
    },
  };
}

describe('sortFiles', () => {
  const rules = { accept: ['image/*', '.csv'], maxSize: 100, multiple: true };

  it('takes a file by its type or its name, and says why it refuses the others', () => {
    const { accepted, rejected } = sortFiles([png(), csv, pdf, png('big.png', 101)], rules);
    expect(accepted.map((file) => file.name)).toEqual(['logo.png', 'people.CSV']);
    expect(rejected.map(({ file, errors }) => [file.name, errors])).toEqual([
      ['notes.pdf', [{ code: 'file-invalid-type' }]],
      ['big.png', [{ code: 'file-too-large' }]],
    ]);
  });

  it('refuses every file of several given to a zone that takes one', () => {
    const { accepted, rejected } = sortFiles([png(), csv], { ...rules, multiple: false });
    expect(accepted).toEqual([]);
    expect(rejected.map((rejection) => rejection.errors.at(-1)?.code)).toEqual([
      'too-many-files',
      'too-many-files',
    ]);
  });
});

describe('FileDropzone', () => {
  it('gives a file picked with its named input, and refuses one too large', async () => {
    const { onDrop, onReject } = renderZone();
    const input = screen.getByLabelText('Choose a logo');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    await userEvent.upload(input, png());
    expect(names(onDrop)).toEqual(['logo.png']);
    await userEvent.upload(input, png('huge.png', 500));
    expect(onReject).toHaveBeenCalledWith([
      { file: expect.objectContaining({ name: 'huge.png' }), errors: [{ code: 'file-too-large' }] },
    ]);
    expect(onDrop).toHaveBeenCalledTimes(1);
  });

  it('is reached with the keyboard: its file input takes the focus', async () => {
    renderZone();
    await userEvent.tab();
    expect(screen.getByLabelText('Choose a logo')).toHaveFocus();
  });

  it('shows whether what is dragged over it would be taken, and takes it when dropped', () => {
    const { onDrop, onReject, zone } = renderZone();
    fireEvent.dragEnter(zone, dragOf([png()]));
    expect(zone).toHaveAttribute('data-accept');
    expect(screen.getByText('Drop here (accept)')).toBeInTheDocument();
    fireEvent.dragLeave(zone, dragOf([png()]));
    expect(zone).not.toHaveAttribute('data-accept');

    fireEvent.dragEnter(zone, dragOf([pdf]));
    expect(zone).toHaveAttribute('data-reject');
    const drop = createEvent.drop(zone, dragOf([pdf]));
    fireEvent(zone, drop);
    // The browser would otherwise open the file in place of the app.
    expect(drop.defaultPrevented).toBe(true);
    expect(zone).not.toHaveAttribute('data-reject');
    expect(onReject).toHaveBeenCalledWith([
      {
        file: expect.objectContaining({ name: 'notes.pdf' }),
        errors: [{ code: 'file-invalid-type' }],
      },
    ]);

    fireEvent.drop(zone, dragOf([png('dropped.png')]));
    expect(names(onDrop)).toEqual(['dropped.png']);
  });

  it('takes nothing while disabled or uploading', async () => {
    const { onDrop } = renderZone({ loading: true });
    const input = screen.getByLabelText('Choose a logo');
    expect(input).toBeDisabled();
    fireEvent.drop(input.parentElement!, dragOf([png()]));
    await userEvent.upload(input, png());
    expect(onDrop).not.toHaveBeenCalled();
  });
});
