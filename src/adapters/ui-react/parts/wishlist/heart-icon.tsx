/** The wishlist heart, 16 by 16 (spec section 9): outlined when off, filled when on (CSS). */
export function HeartIcon() {
  return (
    <svg className="heart-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 14.2 1.9 8.3A3.7 3.7 0 0 1 7.1 3l.9.9.9-.9a3.7 3.7 0 0 1 5.2 5.3Z" />
    </svg>
  );
}
