// Shared primitives of the back-office screens (see the README's contracts).
export { Loading } from './Loading';
export { PageHeader } from './PageHeader';
export { Field, FieldSet, hintId } from './Field';
export { ErrorBanner } from './ErrorBanner';
export { SubmitButton } from './SubmitButton';
export { EmptyState } from './EmptyState';
export { DataTable, type Column } from './DataTable';
export { UploadProgress } from './UploadProgress';
export { confirmDelete, CONFIRM_DELETE, CONFIRM_DELETE_USER } from './confirm';
export { ErrorBoundary } from './ErrorBoundary';
export { useLoad, type Loaded } from './useLoad';
export { useDocumentTitle } from './useDocumentTitle';
export { usePreview } from './usePreview';
export { useAction } from './useAction';
