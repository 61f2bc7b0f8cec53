/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PROVIDER_HOST?: string;
  readonly VITE_APP_KEY?: string;
  readonly VITE_ENV_TYPE?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_ANDROID_APK_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
