// Shared primitives of the back-office screens (see the README's contracts).
export { Loading } from './Loading';
export { PageHeader } from './PageHeader';
export { Field, FieldSet, hintId } from './Field';
export { ErrorBanner } from './ErrorBanner';
export { ErrorSummary } from './ErrorSummary';
export { SubmitButton } from './SubmitButton';
export { EmptyState } from './EmptyState';
export { DataTable, type Column } from './DataTable';
export { UploadProgress } from './UploadProgress';
export { useConfirm, type ConfirmRequest } from './ConfirmDialog';
export { ErrorBoundary } from './ErrorBoundary';
export { useLoad, type Loaded } from './useLoad';
export { useDocumentTitle } from './useDocumentTitle';
export { usePreview } from './usePreview';
export { useAction } from './useAction';
export { FieldError, errorId, type ControlProps } from './Field';
export { useForm, errorAt, type Checked } from './useForm';
export { ActionOutcome } from './ActionOutcome';
