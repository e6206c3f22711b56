// A pass-through Rspack loader: a docs page depends on the file that names the
// focused write-up (persistent-cache.ts writes it), so that a cache started
// from another focus's (cache-folders.ts) compiles the page again. Its links
// depend on the focus (remark-outside-links.ts), which Rspack does not see.
module.exports = function dependOnFocus(source, map, meta) {
  this.addDependency(this.getOptions().focusFile);
  this.callback(null, source, map, meta);
};
