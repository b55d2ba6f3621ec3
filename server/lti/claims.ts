/** The LTI 1.3 and Deep Linking 2.0 claim names (IMS Global), spelled once. */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim';

export const CLAIM = {
  messageType: `${LTI}/message_type`,
  version: `${LTI}/version`,
  deploymentId: `${LTI}/deployment_id`,
  targetLinkUri: `${LTI}/target_link_uri`,
  resourceLink: `${LTI}/resource_link`,
  context: `${LTI}/context`,
  custom: `${LTI}/custom`,
  roles: `${LTI}/roles`,
  deepLinkingSettings: `${DL}/deep_linking_settings`,
  contentItems: `${DL}/content_items`,
  data: `${DL}/data`,
  msg: `${DL}/msg`,
} as const;

export const LTI_VERSION = '1.3.0';
export const RESOURCE_LINK_REQUEST = 'LtiResourceLinkRequest';
export const DEEP_LINKING_REQUEST = 'LtiDeepLinkingRequest';
export const DEEP_LINKING_RESPONSE = 'LtiDeepLinkingResponse';

/** The custom parameter our resource links carry: the embed page they open, e.g. `/embed/ws/showcases/id`. */
export const EMBED_PATH_PARAMETER = 'media_access_embed';
