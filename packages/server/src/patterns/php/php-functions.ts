import { escHtml, escUrl } from './php-escaping.js';
import { type PhpValue, phpSprintf, phpString } from './php-format.js';
import type { Arity } from './php-parser.js';

/** What the template functions need from the server: the theme's URLs and the post sanitiser. */
export interface PhpTemplateEnv {
  /** `get_template_directory_uri()`: the (parent) theme's public folder, no trailing slash. */
  templateDirectoryUri: string;
  /** `get_stylesheet_directory_uri()`: the active (child) theme's public folder. */
  stylesheetDirectoryUri: string;
  /** `wp_kses_post()`: markup cleaned to what a post may hold. */
  ksesPost(html: string): Promise<string>;
}

interface PhpFunction {
  arity: readonly [min: number, max: number];
  run(
    args: readonly PhpValue[],
    env: PhpTemplateEnv,
    print: (text: string) => void,
  ): PhpValue | Promise<PhpValue>;
}

const text = (args: readonly PhpValue[]) => phpString(args[0] ?? null);

/** A translation function: the text as written (the text domain and context are ignored). */
const translate = (withContext: boolean, escaped: (s: string) => string): PhpFunction => ({
  arity: withContext ? [2, 3] : [1, 2],
  run: (args) => escaped(text(args)),
});

/** A translating function that prints (`_e`, `esc_html_e`, `esc_attr_e`) and returns null. */
const translateAndPrint = (escaped: (s: string) => string): PhpFunction => ({
  arity: [1, 2],
  run: (args, _env, print) => {
    print(escaped(text(args)));
    return null;
  },
});

const asIs = (s: string) => s;

/**
 * The functions a theme's PHP pattern may call. `sprintf`, `esc_html` and `esc_attr` are here
 * beside the list of the issue: Twenty Twenty-Four's footer echoes a `sprintf`, and `_e`,
 * `esc_html`, `esc_attr` are the plain forms of `esc_html_e`, `esc_html__`, `esc_attr__`.
 */
export const PHP_FUNCTIONS: Readonly<Record<string, PhpFunction>> = {
  __: translate(false, asIs),
  _x: translate(true, asIs),
  _e: translateAndPrint(asIs),
  esc_html__: translate(false, escHtml),
  esc_html_x: translate(true, escHtml),
  esc_html_e: translateAndPrint(escHtml),
  esc_attr__: translate(false, escHtml),
  esc_attr_x: translate(true, escHtml),
  esc_attr_e: translateAndPrint(escHtml),
  esc_html: { arity: [1, 1], run: (args) => escHtml(text(args)) },
  esc_attr: { arity: [1, 1], run: (args) => escHtml(text(args)) },
  esc_url: { arity: [1, 1], run: (args) => escUrl(text(args)) },
  wp_kses_post: { arity: [1, 1], run: (args, env) => env.ksesPost(text(args)) },
  sprintf: { arity: [1, 20], run: (args) => phpSprintf(text(args), args.slice(1)) },
  printf: {
    arity: [1, 20],
    run: (args, _env, print) => {
      const out = phpSprintf(text(args), args.slice(1));
      print(out);
      return Buffer.byteLength(out, 'utf8');
    },
  },
  get_template_directory_uri: { arity: [0, 0], run: (_args, env) => env.templateDirectoryUri },
  get_stylesheet_directory_uri: { arity: [0, 0], run: (_args, env) => env.stylesheetDirectoryUri },
};

/** How many arguments each supported function takes, for the parser. */
export const PHP_FUNCTION_ARITY: Arity = Object.fromEntries(
  Object.entries(PHP_FUNCTIONS).map(([name, fn]) => [name, fn.arity]),
);
