import { AreaIndex } from '../../kit/AreaIndex.js';

/** /system: the System settings the reader may open on this website. */
export default function SystemIndex() {
  return <AreaIndex group="system" self="system.index" testId="system-index" />;
}
