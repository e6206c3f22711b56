/**
 * A pass-through webpack loader: the module it runs on depends on the file
 * named by its `file` option, so that a change to that file rebuilds the
 * module (with `npm start` running, a refreshed mutation report rebuilds the
 * write-up pages, whose section the report feeds).
 */
export default function dependOnFile(source, map, meta) {
  this.addDependency(this.getOptions().file);
  this.callback(null, source, map, meta);
}
