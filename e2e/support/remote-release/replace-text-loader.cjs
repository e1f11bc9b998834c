// A webpack loader for the remote-release test: the second build of a remote differs from the first in
// one visible text, as a team's new release would, without touching the remote's source files.
/** @this {import('webpack').LoaderContext<{ from: string, to: string }>} @param {string} source */
module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`replace-text-loader: "${from}" is not in ${this.resourcePath}`);
  return source.split(from).join(to);
};
