import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SiteMetadata from '@theme-original/SiteMetadata';
import {canonicalUrl} from './canonicalUrl';

/**
 * The stock site metadata, with the canonical link and og:url percent-encoded
 * as in the sitemap (the stock ones write a write-up's spaces raw). Rendered
 * after the stock ones, they replace them (react-helmet keeps the last
 * canonical link and the last og:url).
 */
export default function SiteMetadataWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const url = canonicalUrl(siteConfig.url, pathname, siteConfig.trailingSlash);
  return (
    <>
      <SiteMetadata />
      <Head>
        <meta property="og:url" content={url} />
        <link rel="canonical" href={url} />
      </Head>
    </>
  );
}
