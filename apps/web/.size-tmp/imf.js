import {IntlMessageFormat} from 'intl-messageformat'; console.log(new IntlMessageFormat('a'));
