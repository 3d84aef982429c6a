import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label (mirrors with the text direction). */
  icon?: ReactNode;
}

export const buttonClassName = (variant: ButtonVariant, size: ButtonSize, className?: string): string =>
  ['btn', `btn-${variant}`, `btn-${size}`, className].filter(Boolean).join(' ');

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  ref?: Ref<HTMLButtonElement>;
}

/** A button; `type` is "button" unless given, so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button type={type} className={buttonClassName(variant, size, className)} {...props}>
      {icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonLook {
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that looks like a button: navigation stays a link for the browser and screen readers. */
export function ButtonLink({
  variant = 'secondary',
  size = 'md',
  icon,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link className={buttonClassName(variant, size, className)} {...props}>
      {icon}
      {children}
    </Link>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does; the accessible name and the tooltip. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button with only an icon; its label is the accessible name and the tooltip. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={buttonClassName(variant, size, ['btn-icon', className].filter(Boolean).join(' '))}
      {...props}
    >
      {icon}
    </button>
  );
}
