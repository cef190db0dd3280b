import { ConfigProvider, theme } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { HashRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';

// Dense desktop screens for operators who use them all day: antd's compact algorithm, one brand
// colour. The sign-in page needs no more than this: react-query and antd's App (message, modal)
// come with the signed-in layout (admin-layout.tsx), so the first load stays small.
const appTheme = {
  algorithm: [theme.defaultAlgorithm, theme.compactAlgorithm],
  token: { colorPrimary: '#0b6b4b', colorLink: '#0b6b4b', borderRadius: 4, fontSize: 13 },
};

export function App() {
  return (
    <ConfigProvider theme={appTheme} locale={enGB}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </ConfigProvider>
  );
}
