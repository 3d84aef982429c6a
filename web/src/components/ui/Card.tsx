import type { HTMLAttributes } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a <section> for a titled block of a page, a <div> for plain grouping, <li> in a list. */
  as?: 'section' | 'div' | 'article' | 'li';
}

/** A surface with a border and padding, for a block of a page. */
export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element className={['card', className].filter(Boolean).join(' ')} {...props} />;
}
