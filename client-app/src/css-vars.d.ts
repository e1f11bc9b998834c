import 'react';

declare module 'react' {
  // Lets a style object set CSS custom properties (the layout passes antd tokens to its stylesheet).
  interface CSSProperties {
    [key: `--${string}`]: string | number | undefined;
  }
}
