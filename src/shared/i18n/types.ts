/** The Mongolian messages must have exactly the keys of the English ones, each a string. */
export type MessagesOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : MessagesOf<T[K]> };
