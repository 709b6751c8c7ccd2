// one CSV writer for bo's output and reports and the server's job results
export { csvCell, csvLine } from '../../shared/csv.js';
