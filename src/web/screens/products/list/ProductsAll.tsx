import { lazy } from 'react';
import type { ScreenProps } from '../../index.js';
import ProductsList from './ProductsList.js';

const ProductEditor = lazy(() => import('../editor/ProductEditor.js'));

/** /products/all/:slug?/:tab?: the list without a slug, the product editor with one. */
export default function ProductsAll({ params }: ScreenProps) {
  return params.slug ? <ProductEditor params={params} /> : <ProductsList />;
}
