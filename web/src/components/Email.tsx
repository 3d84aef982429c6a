import { Fragment } from 'react';

/**
 * An e-mail address that wraps only where a reader expects it to (before "@" and before a dot), never inside a
 * word; a part still too long for the line ends in an ellipsis, with the whole address in its title.
 */
export function Email({ address, className }: { address: string; className?: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className={['email', className].filter(Boolean).join(' ')} dir="ltr" title={address}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
