import type { ButtonHTMLAttributes, Ref } from 'react';
import './button.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'gold';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export const Button = ({ variant = 'primary', block, className, type = 'button', ...rest }: ButtonProps) => (
  <button
    type={type}
    className={['btn', `btn--${variant}`, block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ')}
    {...rest}
  />
);
