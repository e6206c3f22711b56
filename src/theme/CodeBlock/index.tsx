import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import styles from './styles.module.css';

type Props = {
  /**
   * The block highlighted during the build (src/features/code-blocks/highlight): one HTML string, a `<pre>` of lines. Every code
   * block has it: fenced blocks from src/features/code-blocks/rehype-highlight-code, tested files from `!!code-file!`.
   */
  html: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  className?: string;
};

/**
 * The theme's code block, for code highlighted during the build: it shows the
 * HTML as it is (no highlighter in the browser), with the stock title, copy and
 * word-wrap buttons. The copy button copies the block's text as shown, read
 * from the page, so the text is not shipped twice.
 */
export default function CodeBlock({html, title, showLineNumbers = false, className}: Props): ReactNode {
  const code = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [overflows, setOverflows] = useState(false);
  const [wrapped, setWrapped] = useState(false);

  useEffect(() => {
    setText(code.current?.querySelector('pre')?.textContent ?? '');
  }, [html]);

  // The wrap button shows only when a line is wider than the block, as in the stock block. Measured when a
  // pointer or the keyboard reaches the block (the buttons show then), not while the page hydrates: that forced
  // layout cost a write-up blocking time on a slow CPU.
  const measure = () => {
    const pre = code.current?.querySelector('pre');
    if (pre) setOverflows(pre.scrollWidth > pre.clientWidth);
  };

  return (
    <div className={clsx(ThemeClassNames.common.codeBlock, styles.container, className)}>
      {title && <div className={styles.title}>{title}</div>}
      <div
        className={clsx(styles.content, showLineNumbers && styles.lineNumbers, wrapped && styles.wrapped)}
        onPointerEnter={measure}
        onFocus={measure}
      >
        <div ref={code} dangerouslySetInnerHTML={{__html: html}} />
        <div className={styles.buttons}>
          {(overflows || wrapped) && <WordWrapButton isEnabled={wrapped} onClick={() => setWrapped((value) => !value)} />}
          <CopyButton code={text} />
        </div>
      </div>
    </div>
  );
}
