import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

/** A doc's title and text, marked as what the site search indexes (src/features/search/plugin). */
export default function ContentWrapper(props: Props) {
  return (
    <div data-pagefind-body="">
      <Content {...props} />
    </div>
  );
}
