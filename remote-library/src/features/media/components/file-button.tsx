import Button from 'antd/es/button';
import { useId, useRef, type ReactNode } from 'react';
import { visuallyHidden } from '@coach/shared';

export interface FileButtonProps {
  /** The input's accessible name ("Elegir imagen"). */
  label: string;
  accept: string;
  onFile: (file: File) => void;
  children: ReactNode;
  describedBy?: string;
}

/** A button that opens the file chooser; the file input stays in the page for assistive technology. */
export function FileButton({ label, accept, onFile, children, describedBy }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={-1}
        style={visuallyHidden}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again after a failure still fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button onClick={() => input.current?.click()} aria-describedby={describedBy}>
        {children}
      </Button>
    </>
  );
}
