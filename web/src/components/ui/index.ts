export { Badge, type BadgeTone } from './Badge';
export { Button, ButtonLink, IconButton, type ButtonSize, type ButtonVariant } from './Button';
export { Card } from './Card';
export { Dialog } from './Dialog';
export { EmptyState } from './EmptyState';
export { Field } from './Field';
export { Input, Select, Textarea } from './Input';
export { Skeleton } from './Skeleton';
export { ToastProvider, useToast, type Toasts } from './Toast';
