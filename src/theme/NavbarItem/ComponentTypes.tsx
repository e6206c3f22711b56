import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import SearchButton from '@site/src/features/search/SearchButton';

/** The stock navbar item types, and `custom-search`: the site search's button (docusaurus.config.ts, navbar). */
const withSearch: ComponentTypesObject = {...(ComponentTypes as ComponentTypesObject), 'custom-search': SearchButton};

export default withSearch;
