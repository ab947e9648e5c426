import type { ServiceIdentifier } from 'inversify';
import type { BrowseCategory } from '../application/catalog/browse-category.use-case.js';
import type { ViewHome } from '../application/catalog/view-home.use-case.js';
import type { ViewProduct } from '../application/catalog/view-product.use-case.js';
import type { ViewProductById } from '../application/catalog/view-product-by-id.use-case.js';
import type { PageCache } from '../adapters/http/page-cache/page-cache.js';
import type { AssetManifest } from '../adapters/http/pages/asset-manifest.js';
import type { Database } from '../adapters/persistence/database.js';
import type { CatalogReader, CatalogWriter } from '../ports/catalog.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { HealthProbe } from '../ports/health.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { SessionStore } from '../ports/session-store.port.js';
import type { AddToBasket } from '../application/basket/add-to-basket.use-case.js';
import type { ChangeBasketLineQuantity } from '../application/basket/change-basket-line-quantity.use-case.js';
import type { FindBuyableProduct } from '../application/basket/find-buyable-product.use-case.js';
import type { ViewQuickBasket } from '../application/basket/view-quick-basket.use-case.js';
import type { ListBackInStockRequests } from '../application/back-in-stock/list-back-in-stock-requests.use-case.js';
import type { RequestBackInStockNotice } from '../application/back-in-stock/request-back-in-stock-notice.use-case.js';
import type { BackInStockRequests } from '../ports/back-in-stock.port.js';
import type { BasketRepository } from '../ports/basket-repository.port.js';
import type { GetUserDataLayer } from '../application/accounts/get-user-data-layer.use-case.js';
import type { RegisterShopper } from '../application/accounts/register-shopper.use-case.js';
import type { SignIn } from '../application/accounts/sign-in.use-case.js';
import type { ViewAccount } from '../application/accounts/view-account.use-case.js';
import type { AddToWishlist } from '../application/wishlist/add-to-wishlist.use-case.js';
import type { GetWishlist } from '../application/wishlist/get-wishlist.use-case.js';
import type { MoveWishlistItemToBasket } from '../application/wishlist/move-wishlist-item-to-basket.use-case.js';
import type { RemoveFromWishlist } from '../application/wishlist/remove-from-wishlist.use-case.js';
import type { ViewWishlist } from '../application/wishlist/view-wishlist.use-case.js';
import type { OwnerMerge } from '../ports/owner-merge.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { ShopperAccounts } from '../ports/shopper-accounts.port.js';
import type { WishlistRepository } from '../ports/wishlist-repository.port.js';
import type { AppConfig } from './config.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`storefront.${name}`);

export const TOKENS = {
  Config: token<AppConfig>('Config'),
  Database: token<Database>('Database'),
  CatalogReader: token<CatalogReader>('CatalogReader'),
  CatalogWriter: token<CatalogWriter>('CatalogWriter'),
  HealthProbes: token<HealthProbe[]>('HealthProbes'),
  SessionStore: token<SessionStore>('SessionStore'),
  Clock: token<Clock>('Clock'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  AssetManifest: token<AssetManifest>('AssetManifest'),
  PageCache: token<PageCache>('PageCache'),
  ViewHome: token<ViewHome>('ViewHome'),
  BrowseCategory: token<BrowseCategory>('BrowseCategory'),
  ViewProduct: token<ViewProduct>('ViewProduct'),
  ViewProductById: token<ViewProductById>('ViewProductById'),
  BasketRepository: token<BasketRepository>('BasketRepository'),
  BackInStockRequests: token<BackInStockRequests>('BackInStockRequests'),
  AddToBasket: token<AddToBasket>('AddToBasket'),
  ChangeBasketLineQuantity: token<ChangeBasketLineQuantity>('ChangeBasketLineQuantity'),
  ViewQuickBasket: token<ViewQuickBasket>('ViewQuickBasket'),
  FindBuyableProduct: token<FindBuyableProduct>('FindBuyableProduct'),
  RequestBackInStockNotice: token<RequestBackInStockNotice>('RequestBackInStockNotice'),
  ListBackInStockRequests: token<ListBackInStockRequests>('ListBackInStockRequests'),
  WishlistRepository: token<WishlistRepository>('WishlistRepository'),
  ShopperAccounts: token<ShopperAccounts>('ShopperAccounts'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  OwnerMerges: token<OwnerMerge[]>('OwnerMerges'),
  GetWishlist: token<GetWishlist>('GetWishlist'),
  AddToWishlist: token<AddToWishlist>('AddToWishlist'),
  RemoveFromWishlist: token<RemoveFromWishlist>('RemoveFromWishlist'),
  ViewWishlist: token<ViewWishlist>('ViewWishlist'),
  MoveWishlistItemToBasket: token<MoveWishlistItemToBasket>('MoveWishlistItemToBasket'),
  RegisterShopper: token<RegisterShopper>('RegisterShopper'),
  SignIn: token<SignIn>('SignIn'),
  ViewAccount: token<ViewAccount>('ViewAccount'),
  GetUserDataLayer: token<GetUserDataLayer>('GetUserDataLayer'),
} as const;
