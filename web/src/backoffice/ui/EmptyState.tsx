/** docs/product.md §8's empty list: 'Aucune … pour le moment.' (the caller gives the translated text). */
export function EmptyState({ message }: { message: string }) {
  return <p className="bo-empty">{message}</p>;
}
