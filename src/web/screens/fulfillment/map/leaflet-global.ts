import L from 'leaflet';

// leaflet.markercluster extends the global `L` it finds when it loads (its UMD build never imports
// leaflet): this module runs first and lends it the one instance the console bundles.
(globalThis as unknown as { L: typeof L }).L = L;
