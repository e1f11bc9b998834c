import { useEffect, useState } from 'react';

/** A temporary URL for a chosen file (a preview before upload), revoked when the file changes. */
export function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // The URL is a resource outside React, made and revoked with the effect (StrictMode's second run
    // makes a new one), so its state is set here.
    const next = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setUrl(next);
    if (!next) return undefined;
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
